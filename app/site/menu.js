// The menu's enhancement, the script every page sends: see app/ui/menu-overlay.tsx.
const menu = document.getElementById("site-menu");
if (menu instanceof HTMLDialogElement) {
  const button = document.querySelector('[commandfor="site-menu"][command="show-modal"]');
  matchMedia("(width >= 500px)").addEventListener("change", (event) => event.matches && menu.close());
  addEventListener("pageshow", (event) => event.persisted && menu.close());
  menu.addEventListener("toggle", (event) =>
    button?.setAttribute("aria-expanded", String(event.newState === "open")),
  );
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = menu.querySelectorAll("a[href], button");
    const edge = event.shiftKey ? focusable[0] : focusable[focusable.length - 1];
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? focusable[focusable.length - 1] : focusable[0]).focus();
  });
}
