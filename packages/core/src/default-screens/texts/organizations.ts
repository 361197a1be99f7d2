/** Built-in texts of the organization screens and invitations, English and French. */
import type { ScreenTexts } from './lookup.js';

export const organizationPickerTexts: ScreenTexts = {
  en: {
    title: 'Choose an organization',
    description: 'Continue to ${clientName} as a member of:',
    skipText: 'Continue without an organization',
  },
  fr: {
    title: 'Choisissez une organisation',
    description: 'Continuer vers ${clientName} en tant que membre de :',
    skipText: 'Continuer sans organisation',
  },
};
export const preLoginOrganizationPickerTexts: ScreenTexts = organizationPickerTexts;
export const organizationSelectionTexts: ScreenTexts = {
  en: {
    title: 'Enter your organization',
    description: 'Enter the name of your organization to continue to ${clientName}.',
    organizationPlaceholder: 'Organization name',
    skipText: 'Continue without an organization',
  },
  fr: {
    title: 'Saisissez votre organisation',
    description: 'Saisissez le nom de votre organisation pour continuer vers ${clientName}.',
    organizationPlaceholder: "Nom de l'organisation",
    skipText: 'Continuer sans organisation',
  },
};
export const acceptInvitationTexts: ScreenTexts = {
  en: {
    title: 'Join ${organizationName|the organization}',
    description:
      '${inviter|Someone} has invited you to join ${organizationName|their organization} on ${clientName}.',
    acceptInvitationText: 'Accept invitation',
  },
  fr: {
    title: "Rejoindre ${organizationName|l'organisation}",
    description:
      "${inviter|Quelqu'un} vous invite à rejoindre ${organizationName|son organisation} sur ${clientName}.",
    acceptInvitationText: "Accepter l'invitation",
  },
};
