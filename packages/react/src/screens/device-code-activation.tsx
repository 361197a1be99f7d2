/**
 * device-code-activation (prompt `device-flow`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject device-code-activation` copies it into your project to make it yours.
 */
import { deviceCodeActivationTexts } from '@screenkit/core/default-screens/texts/consent';
import { deviceCodeActivation } from '@screenkit/core/screens/device-flow';
import { CodeField, DefaultScreen, Form, SubmitButton } from '../ui/index.js';

export function DeviceCodeActivationScreen() {
  return (
    <DefaultScreen declaration={deviceCodeActivation} texts={deviceCodeActivationTexts}>
      <Form action="continue">
        <CodeField name="code" text="placeholder" />
        <SubmitButton />
      </Form>
    </DefaultScreen>
  );
}
