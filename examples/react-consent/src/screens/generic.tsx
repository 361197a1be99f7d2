import { useScreen, useSubmit } from '@screenkit/react';
import { Layout } from './layout.js';

/** Screens without their own folder yet: title, errors and a plain continue. */
export function GenericScreen() {
  const screen = useScreen();
  const { submit, isSubmitting } = useSubmit();
  return (
    <Layout fallbackTitle={screen.name}>
      <p className="muted" data-screen={screen.name}>
        No component for <code>{screen.name}</code> yet: add src/screens/{screen.name}/index.tsx.
      </p>
      <button type="button" disabled={isSubmitting} onClick={() => submit('default')}>
        Continue
      </button>
    </Layout>
  );
}
