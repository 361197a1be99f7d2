// What `virtual:screenkit/partials/customized-consent/customized-consent/form-content` gives a
// project with no partial of its own (the screenkit Vite plugin's fallback): core's default
// customized-consent template. Tests alias the virtual module here (vitest.config.ts).
import { compileTemplate, DEFAULT_CONSENT_TEMPLATE } from '../src/templates/index.js';

export default compileTemplate(DEFAULT_CONSENT_TEMPLATE);
