// Prompt `organizations`: choosing the organization to log in to.
import { declareScreen } from '../declaration.js';

export const organizationPicker = /* @__PURE__ */ declareScreen('organization-picker', {
  data: {},
  actions: {
    selectOrganization: { fields: { organization: 'string' } },
    skipOrganizationSelection: {
      transform: (payload) => ({ ...payload, organizationSkipped: true }),
    },
  },
});
export const organizationSelection = /* @__PURE__ */ declareScreen('organization-selection', {
  data: {},
  actions: {
    continueWithOrganizationName: { action: 'default', fields: { organizationName: 'string' } },
    skipOrganizationSelection: {
      action: 'default',
      transform: (payload) => ({ ...payload, organizationSkipped: true }),
    },
  },
});
/** Not in the official SDK: picking an organization before the identifier; posts like organization-picker. */
export const preLoginOrganizationPicker = /* @__PURE__ */ declareScreen(
  'pre-login-organization-picker',
  {
    data: {},
    inferred: true,
    actions: {
      selectOrganization: { fields: { organization: 'string' }, inferred: true },
      skipOrganizationSelection: {
        transform: (payload) => ({ ...payload, organizationSkipped: true }),
        inferred: true,
      },
    },
  },
);
