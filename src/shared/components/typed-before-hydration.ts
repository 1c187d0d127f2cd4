/**
 * What a visitor typed into a server-rendered form before its island hydrated (issue 23). React adopts such a
 * field as it finds it but keeps the state it rendered on the server (empty), so the next render would write
 * that empty state back over the visible text. Islands read the fields once on hydration and at submit, so the
 * state always holds what the visitor sees and a field that looks filled is never sent empty.
 */

/** The current value of each named control of the form that has one (checkbox: 'on' or ''); others are left out. */
export function typedValues(form: HTMLFormElement | null, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!form) return out;
  for (const name of names) {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement) out[name] = el.type === 'checkbox' ? (el.checked ? 'on' : '') : el.value;
    else if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) out[name] = el.value;
  }
  return out;
}

/** Only the fields that hold something: what must win over a state that is still empty. */
export function nonEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}
