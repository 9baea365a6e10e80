// The project's own lint rules (eslint.config.js registers them as the "gh" plugin).
import noUntranslatedText from "./no-untranslated-text.js";

export default { rules: { "no-untranslated-text": noUntranslatedText } };
