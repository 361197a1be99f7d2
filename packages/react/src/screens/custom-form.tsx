/**
 * custom-form (prompt `custom-form`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject custom-form` copies it into your project to make it yours.
 */
import { customFormTexts } from '@screenkit/core/default-screens/texts/account';
import { customForm } from '@screenkit/core/screens/custom-form';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function CustomFormScreen() {
  return (
    <DefaultScreen declaration={customForm} texts={customFormTexts}>
      <ActionButton action="submitForm" text="buttonText" variant="primary" />
    </DefaultScreen>
  );
}
