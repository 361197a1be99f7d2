/**
 * mfa-webauthn-change-key-nickname (prompt `mfa-webauthn`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-change-key-nickname` copies it into your project to make it yours.
 */
import { mfaWebauthnChangeKeyNicknameTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaWebauthnChangeKeyNickname } from '@screenkit/core/screens/mfa-webauthn';
import { DefaultScreen, Form, SubmitButton, TextField } from '../ui/index.js';

export function MfaWebauthnChangeKeyNicknameScreen() {
  return (
    <DefaultScreen
      declaration={mfaWebauthnChangeKeyNickname}
      texts={mfaWebauthnChangeKeyNicknameTexts}
    >
      <Form action="continueWithNewNickname">
        <TextField
          name="nickname"
          text="nicknamePlaceholder"
          autocomplete="off"
          prefill="nickname"
        />
        <SubmitButton />
      </Form>
    </DefaultScreen>
  );
}
