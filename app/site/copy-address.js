// "Copy address" beside the calendar feed's address (app/modules/shows/components/subscribe-calendar.tsx).
// The button is shown only where this runs and the browser can write to the clipboard;
// without it the address stays in its read-only field, to select and copy by hand.
for (const button of document.querySelectorAll("button[data-copies]")) {
  const field = document.getElementById(button.dataset.copies);
  const label = button.querySelector("[aria-live]");
  if (!(field instanceof HTMLInputElement) || !label || !navigator.clipboard) continue;
  const text = label.textContent;
  field.addEventListener("focus", () => field.select());
  button.hidden = false;
  button.addEventListener("click", () =>
    navigator.clipboard.writeText(field.value).then(
      () => {
        label.textContent = button.dataset.copied ?? "Copied";
        setTimeout(() => (label.textContent = text), 2500);
      },
      () => field.select(),
    ),
  );
}
