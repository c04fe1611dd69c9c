// Python starts booting at once, while the page's other modules are still loading (a file, not
// an inline script, so the Content-Security-Policy can refuse every inline script).
import { boot } from "./py.js";

boot().catch(() => {}); // app.js shows the failure and offers a retry
