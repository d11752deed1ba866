// The menu's script (app/ui/menu-overlay.tsx).
const menu = document.getElementById("site-menu");
if (menu instanceof HTMLDialogElement) {
  const button = document.querySelector('[commandfor="site-menu"][command="show-modal"]');
  matchMedia("(width >= 500px)").addEventListener("change", (event) => event.matches && menu.close());
  addEventListener("pageshow", (event) => event.persisted && menu.close());
  menu.addEventListener("toggle", (event) =>
    button?.setAttribute("aria-expanded", String(event.newState === "open")),
  );
  // Tour is on Home: close the menu.
  menu.addEventListener("click", (event) => event.target.closest("a") && menu.close());
  menu.addEventListener("keydown", (event) => {
    const all = menu.querySelectorAll("a[href], button");
    const [first, last] = [all[0], all[all.length - 1]];
    if (event.key !== "Tab" || document.activeElement !== (event.shiftKey ? first : last)) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  });
}
