/**
 * What each field part of a form shows and posts, from the page context: its inputs (kind,
 * label, autocomplete, whether required), the value each starts with, the checks before
 * posting (with the service's messages for its own rules), and what it adds to the payload.
 * The renderers draw the inputs this returns and nothing else, so a field behaves the same in
 * React and in the DOM renderer.
 */
import { readCaptcha } from '../../captcha/captcha-config.js';
import type { FieldPart } from '../layout/parts.js';
import { checkbox, type FieldLogic, type InputView, NOTHING, single, str } from './field-basics.js';
import { identifierField, signupIdentifierFields } from './identifier-inputs.js';
import type { DefaultPage } from './page.js';
import { passwordField } from './password-inputs.js';
import { phoneField } from './phone-inputs.js';

export type {
  FieldLogic,
  InputKind,
  InputOption,
  InputView,
  Values,
} from './field-basics.js';
export { identifierTextKey } from './identifier-inputs.js';

/** The logic of one field part on the current page. */
export function fieldLogic(page: DefaultPage, part: FieldPart): FieldLogic {
  const context = page.context();
  switch (part.type) {
    case 'IdentifierField':
      return identifierField(page, part.autofill === true);
    case 'SignupIdentifierFields':
      return signupIdentifierFields(page, part.phoneField);
    case 'PasswordField':
      return passwordField(page, part);
    case 'CodeField':
      return single(page, {
        key: part.name,
        kind: 'code',
        label: page.text(part.text ?? 'codePlaceholder'),
        errorField: part.name,
        required: true,
        autocomplete: 'one-time-code',
        inputMode: 'text',
      });
    case 'TextField':
      return single(
        page,
        {
          key: part.name,
          kind: 'text',
          label: page.text(part.text),
          errorField: part.name,
          required: true,
          ...(part.autocomplete ? { autocomplete: part.autocomplete } : {}),
        },
        part.prefill ? str(context.screen.data?.[part.prefill]) : '',
      );
    case 'PhoneField':
      return phoneField(page, part.name);
    case 'CheckboxField':
      return checkbox(page, part.name, page.text(part.text), part.required === true);
    case 'RememberDeviceField':
      return context.screen.data?.show_remember_device === true
        ? checkbox(page, 'rememberDevice', page.text('rememberDeviceText'), false)
        : NOTHING;
    case 'CaptchaField': {
      const captcha = readCaptcha(context);
      if (!captcha) return NOTHING;
      const input: InputView = {
        key: 'captcha',
        kind: 'captcha',
        label: page.text('captchaText'),
        errorField: 'captcha',
        required: true,
        autocomplete: 'off',
      };
      return {
        ...single(page, input),
        validate: (values) =>
          str(values.captcha).trim()
            ? []
            : [{ code: 'required', field: 'captcha', message: page.text('captchaRequiredText') }],
      };
    }
    case 'RadioField': {
      const options = part.options.map((option) => ({
        value: option.value,
        label: page.text(option.text),
      }));
      const input: InputView = {
        key: part.name,
        kind: 'radio',
        label: page.text(part.text),
        errorField: part.name,
        required: true,
        options,
      };
      return { ...single(page, input, options[0]?.value ?? '') };
    }
    case 'HiddenField': {
      const value = str(context.screen.data?.[part.from]);
      return { ...NOTHING, payload: () => (value ? { [part.name]: value } : {}) };
    }
    case 'SubmitButton':
      return NOTHING;
  }
}
