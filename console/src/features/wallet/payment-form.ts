/**
 * Spec 02 §4: the payment provider's form, posted from the page. The server
 * answers the url and the signed fields; a hidden form carries them.
 */
export function postPaymentForm(url: string, fields: readonly { name: string; value: string }[], doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.style.display = 'none';
  form.dataset.testid = 'payment-form';
  for (const field of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
