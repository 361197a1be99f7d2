/**
 * The customized-consent form body screenkit renders when the tenant set no
 * `customized-consent.form-content` partial: every `authorization_details` entry through
 * `toConsentView` (vendor instruction and displayed properties, or the generic flattening).
 */
export const DEFAULT_CONSENT_TEMPLATE = `<div class="screenkit-consent">
{{#each transaction.params.authorization_details}}
{{#with (consentView this)}}
  <section class="screenkit-consent-detail" data-type="{{type}}">
    <h3>{{title}}</h3>
    {{#if items.length}}
    <dl>
      {{#each items}}
      <dt>{{label}}</dt>
      <dd>{{value}}{{#if description}} <small>{{description}}</small>{{/if}}</dd>
      {{/each}}
    </dl>
    {{/if}}
  </section>
{{/with}}
{{else}}
  <p>This request carries no details to approve.</p>
{{/each}}
</div>
`;
