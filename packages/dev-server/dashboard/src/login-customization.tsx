/**
 * Login customization, loaded on first visit (it brings core's catalogue and compiler): tabs
 * for the consent partial, each screen's rendering settings, prompt settings, custom text, the
 * theme and the page template.
 */
import { PageTemplate, ThemeEditor } from './branding.js';
import { ConsentPartial } from './consent-partial.js';
import { CustomText, PromptSettings } from './prompts.js';
import { RenderingSettings } from './rendering.js';
import { Tabs } from './ui.js';

const TABS = [
  ['partial', 'Consent partial'],
  ['screens', 'Screens'],
  ['prompts', 'Prompt settings'],
  ['text', 'Custom text'],
  ['theme', 'Theme'],
  ['template', 'Page template'],
] as const;

export default function LoginCustomization({ tab }: { tab: string }) {
  return (
    <>
      <h1>Login customization</h1>
      <Tabs
        label="Customization sections"
        base="/dashboard/customization"
        tabs={TABS}
        current={tab}
      />
      {tab === 'partial' && <ConsentPartial />}
      {tab === 'screens' && <RenderingSettings />}
      {tab === 'prompts' && <PromptSettings />}
      {tab === 'text' && <CustomText />}
      {tab === 'theme' && <ThemeEditor />}
      {tab === 'template' && <PageTemplate />}
    </>
  );
}
