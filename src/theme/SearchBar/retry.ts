/**
 * Runs the modal's query again: the input's value is set through the native setter and an input
 * event dispatched, which is what DocSearch listens to (its `refresh` is not reachable from here).
 */
export function rerunModalQuery(): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input || !setValue) return;
  setValue.call(input, input.value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}
