// Prerendered with its HTML, so the page paints before the JavaScript has loaded (issue 19).
export const ssr = true;
