/**
 * The context editor panel of the dev toolbar (browser side, plain DOM in the toolbar's shadow
 * root): the page's context as JSON in a textarea, checked as you type by the dev server
 * (core's `validateContext`, editor-routes.ts), the offending part highlighted behind the text
 * and its path named. A valid edit becomes the "last good" context and is offered to the page
 * (core/store/context-edits.ts): React screens apply it in place; when nobody takes it, "Apply
 * and reload" shows it through a draft. An invalid edit changes nothing on the page.
 * "Save as variant" writes it as a fixture file of the project and opens that variant.
 *
 * A function source, called by the toolbar script with its state, shadow root and bar.
 */
export const CONTEXT_EDITOR_SOURCE = `(s, root, bar) => {
  const el = (tag, attrs = {}, text) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const style = el('style', {}, [
    '.panel{background:#14161c;color:#e8e9ee;font:12px system-ui,sans-serif;padding:8px 10px;box-sizing:border-box;width:100%}',
    '.wrap{position:relative;height:320px}',
    '.wrap textarea,.wrap pre{position:absolute;inset:0;margin:0;padding:8px;box-sizing:border-box;width:100%;height:100%;font:12px/1.45 ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere;overflow:auto;border:1px solid #353a46;border-radius:6px;tab-size:2}',
    '.wrap pre{color:transparent;background:#1e212a;pointer-events:none}',
    '.wrap pre mark{color:transparent;background:#e5484d88;border-radius:2px}',
    '.wrap textarea{background:transparent;color:#e8e9ee;caret-color:#fff;resize:none}',
    '.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:6px}',
    '[role=status]{margin:6px 0 0;min-height:1.4em}',
    '[data-state=invalid] [role=status]{color:#ff8b8b}',
    '[data-state=valid] [role=status]{color:#7ee2a8}',
    'button{font:inherit}',
  ].join(''));
  const toggle = el('button', { type: 'button', 'aria-expanded': 'false', 'data-testid': 'context-toggle' }, 'Context');
  const panel = el('section', { class: 'panel', 'aria-label': 'Context editor' });
  panel.hidden = true;
  const wrap = el('div', { class: 'wrap' });
  const backdrop = el('pre', { 'aria-hidden': 'true' });
  const text = el('textarea', { 'aria-label': 'Page context (JSON)', spellcheck: 'false', 'data-testid': 'context-json' });
  const status = el('p', { role: 'status', 'data-testid': 'context-status' }, 'Edit the JSON: valid changes apply to the page.');
  const reload = el('button', { type: 'button' }, 'Apply and reload');
  reload.hidden = true;
  const reset = el('button', { type: 'button' }, 'Reset');
  const name = el('input', { 'aria-label': 'Variant name', placeholder: 'variant name', pattern: '[A-Za-z0-9][A-Za-z0-9_-]{0,63}', maxlength: '64' });
  const save = el('button', { type: 'button' }, 'Save as variant');
  wrap.append(backdrop, text);
  const row = el('div', { class: 'row' });
  row.append(reload, reset, name, save);
  panel.append(wrap, status, row);
  bar.append(toggle);
  root.append(style, panel);

  const pretty = (value) => JSON.stringify(value, null, 2);
  let lastGood = s.context;
  let seq = 0;
  let timer;
  text.value = pretty(s.context);
  const say = (state, message) => { panel.dataset.state = state; status.textContent = message; };
  const highlight = (offset, length) => {
    const t = text.value;
    const end = offset + Math.max(length, 1);
    backdrop.replaceChildren(t.slice(0, offset), el('mark', {}, t.slice(offset, end) || ' '), t.slice(end) + '\\n');
    backdrop.scrollTop = text.scrollTop;
  };
  text.addEventListener('scroll', () => { backdrop.scrollTop = text.scrollTop; });
  const post = async (path, body) => {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { ok: response.ok, body: await response.json().catch(() => ({})) };
  };
  const offer = (context) => {
    const event = new CustomEvent('screenkit:context-edit', { detail: { context }, cancelable: true });
    const applied = !window.dispatchEvent(event);
    reload.hidden = applied;
    say('valid', applied ? 'Valid: applied to the page.' : 'Valid: this page cannot swap its context in place; Apply and reload shows it.');
  };
  const check = async () => {
    const id = ++seq;
    const source = text.value;
    let answer;
    try { answer = await post('/_screenkit/context/check', { screen: s.screen, text: source }); }
    catch (error) { if (id === seq) say('invalid', 'Cannot reach the dev server: ' + error.message); return; }
    if (id !== seq) return; // an older answer: the text changed since
    const r = answer.body;
    if (!answer.ok) { say('invalid', r.message || 'The dev server refused the check'); return; }
    if (!r.valid) {
      status.dataset.path = r.path;
      highlight(r.offset, r.length);
      say('invalid', (r.path ? r.path + ': ' : '') + r.message + ' (line ' + r.line + '). The page keeps the last valid context.');
      return;
    }
    delete status.dataset.path;
    backdrop.textContent = '';
    lastGood = JSON.parse(source);
    offer(lastGood);
  };
  text.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(check, 150); });
  toggle.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
  });
  reset.addEventListener('click', () => { text.value = pretty(s.context); check(); });
  // Writing a fixture file makes the dev server reload open pages, which can cancel the
  // navigation to the saved variant: the target survives the reload in sessionStorage.
  const PENDING = 'screenkit:open-after-save';
  const store = (() => { try { return window.sessionStorage; } catch { return undefined; } })();
  const pending = store?.getItem(PENDING);
  if (pending) {
    store.removeItem(PENDING);
    if (pending !== location.pathname + location.search) location.assign(pending);
  }
  const open = (params, remember) => {
    const url = new URL(location.href);
    for (const [k, v] of Object.entries(params)) v === undefined ? url.searchParams.delete(k) : url.searchParams.set(k, v);
    const target = url.pathname + url.search;
    if (remember) store?.setItem(PENDING, target);
    location.assign(target);
  };
  reload.addEventListener('click', async () => {
    const r = await post('/_screenkit/context/drafts', { screen: s.screen, context: lastGood });
    if (r.ok) open({ draft: r.body.id }); else say('invalid', r.body.message);
  });
  save.addEventListener('click', async () => {
    const body = { prompt: s.prompt, screen: s.screen, name: name.value.trim(), context: lastGood };
    let r = await post('/_screenkit/variants', body);
    if (!r.ok && r.body.errorCode === 'variant_exists' && confirm(r.body.message + '\\nReplace it?'))
      r = await post('/_screenkit/variants', { ...body, overwrite: true });
    if (!r.ok) { say('invalid', r.body.message || 'Saving failed'); return; }
    say('valid', 'Saved ' + r.body.file + ': opening it.');
    open({ variant: r.body.variant, draft: undefined }, true);
  });
}`;
