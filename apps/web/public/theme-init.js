// Applies the saved theme before first paint so the page never flashes the wrong one.
// Plain script (no module, no inline code: the CSP allows only 'self').
// The key must equal THEME_STORAGE_KEY from @medcamp/contract (a web test checks it).
(() => {
  try {
    const theme = localStorage.getItem("theme");
    if (theme === "light" || theme === "dark") {
      document.documentElement.setAttribute("data-theme", theme);
    }
  } catch {
    // Storage can be blocked (privacy mode); the system preference then decides.
  }
})();
