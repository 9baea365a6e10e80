/**
 * Page-side test, as source text (the benches are type-checked without the DOM library): the app has
 * drawn over the prerendered page, i.e. #root's first element is React's, not the build-time HTML's.
 */
export const APP_STARTED = `(() => {
  const first = document.getElementById("root")?.firstElementChild;
  return Boolean(first && Object.keys(first).some((key) => key.startsWith("__reactFiber$")));
})()`;
