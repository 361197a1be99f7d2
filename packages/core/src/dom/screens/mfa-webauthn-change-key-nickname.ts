/**
 * mfa-webauthn-change-key-nickname (prompt `mfa-webauthn`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-change-key-nickname` copies it into your project to make it yours.
 */
import { mfaWebauthnChangeKeyNicknameTexts } from '../../default-screens/texts/mfa.js';
import { mfaWebauthnChangeKeyNickname } from '../../screens/declarations/mfa-webauthn.js';
import { form, type MountedScreen, mountParts, submitButton, textField } from '../index.js';

export function renderMfaWebauthnChangeKeyNicknameScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaWebauthnChangeKeyNickname, mfaWebauthnChangeKeyNicknameTexts, [
    form({ action: 'continueWithNewNickname' }, [
      textField({
        name: 'nickname',
        text: 'nicknamePlaceholder',
        autocomplete: 'off',
        prefill: 'nickname',
      }),
      submitButton(),
    ]),
  ]);
}
