/** The phone simulator's stylesheet, served as /dev/ussd/simulator.css (kept as text, like its script). */
export const SIMULATOR_STYLESHEET = `
:root {
  color-scheme: light;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1b1f1d;
  background: #f3f5f4;
}
body { margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { margin: 0 0 0.25rem; font-size: 1.6rem; }
h2 { margin: 0 0 0.75rem; font-size: 1.15rem; }
.lead { margin: 0 0 1.5rem; max-width: 48rem; }
.hint { margin: 0.25rem 0 0; font-size: 0.875rem; color: #44504a; }
.problem { margin: 0.25rem 0 0; font-size: 0.875rem; color: #a4161a; font-weight: 600; }
.problem:empty { display: none; }
.quiet { color: #44504a; margin: 0; }
.hint + .quiet { margin-top: 0.5rem; }
.columns { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
section { background: #fff; border: 1px solid #c9d1cd; border-radius: 0.75rem; padding: 1rem; flex: 1 1 18rem; }
.phone { flex: 0 1 20rem; background: #263238; color: #f5f7f6; border-color: #263238; border-radius: 2rem; padding: 1.25rem; }
.phone .hint { color: #d5dedb; }
.phone .problem { color: #ffb4ab; }
.field { margin-bottom: 0.75rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input, select { font: inherit; box-sizing: border-box; width: 100%; padding: 0.45rem 0.6rem; border: 1px solid #7b8a84; border-radius: 0.4rem; background: #fff; color: #1b1f1d; }
input[readonly], input:disabled, select:disabled { background: #dfe5e2; color: #3b4641; }
.screen {
  margin: 1rem 0 0.25rem;
  min-height: 9.5rem;
  padding: 0.75rem;
  border-radius: 0.5rem;
  background: #cfe8cf;
  color: #102510;
  font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
  font-size: 0.95rem;
  line-height: 1.35;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.call-state { margin: 0 0 0.75rem; font-size: 0.875rem; color: #d5dedb; }
.answer-row { display: flex; gap: 0.5rem; }
.answer-row input { flex: 1; }
button {
  font: inherit;
  cursor: pointer;
  border: 1px solid #1b1f1d;
  border-radius: 0.4rem;
  padding: 0.45rem 0.9rem;
  background: #fff;
  color: #1b1f1d;
}
button:disabled { cursor: not-allowed; background: #dfe5e2; color: #4a5550; border-color: #8c9993; }
/* Yellow shows on the dark phone, the dark ring inside it on the white panels. */
:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; box-shadow: 0 0 0 2px #1b1f1d; }
.keypad { display: grid; grid-template-columns: repeat(3, 1fr); gap: 0.5rem; margin: 1rem 0; }
.key { font-size: 1.2rem; padding: 0.55rem 0; border-radius: 1rem; }
.call-buttons { display: flex; gap: 0.5rem; }
.call-buttons button { flex: 1; font-weight: 600; border-radius: 1rem; }
.dial:not(:disabled) { background: #1e6b32; border-color: #1e6b32; color: #fff; }
.hang-up:not(:disabled) { background: #a4161a; border-color: #a4161a; color: #fff; }
.prompts { list-style: none; margin: 0; padding: 0; }
.prompt { border: 2px solid #ffbf47; border-radius: 0.6rem; padding: 0.75rem; margin-bottom: 0.75rem; background: #fff8e6; }
.prompt p { margin: 0 0 0.5rem; font-weight: 600; }
.prompt-buttons { display: flex; gap: 0.5rem; }
.approve:not(:disabled) { background: #1e6b32; border-color: #1e6b32; color: #fff; }
.momo-result { margin: 0.5rem 0 0; font-weight: 600; }
.momo-result:empty { display: none; }
.text-list { list-style: none; margin: 0.75rem 0 0; padding: 0; }
.text-list li { border-top: 1px solid #c9d1cd; padding: 0.5rem 0; }
.text-list time { font-size: 0.8rem; color: #44504a; }
.text-list p { margin: 0.2rem 0 0; }
[hidden] { display: none !important; }
`;
