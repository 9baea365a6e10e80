/**
 * Every text a person reads comes from the catalogs (docs/architecture.md, Languages): this rule
 * reports English written where it is shown instead of through `t("…")`, `msg("…")` or `<Trans>`:
 * JSX text, text attributes (aria-label, title, placeholder, alt, label…), and the text properties of
 * objects (label, title, description, message…: option lists, toasts, API error answers).
 * What is not language (names, numbers, addresses, codes) passes: a text needs two letters in a row
 * and, outside JSX, a space or a capital.
 */

/** JSX attributes whose string value is read by a person. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label", "aria-description", "aria-placeholder", "aria-roledescription", "aria-valuetext",
  "title", "placeholder", "alt", "label", "description", "heading", "hint", "emptyMessage", "confirmLabel", "cancelLabel",
]);

/** Object properties whose string value is read by a person. */
const TEXT_PROPERTIES = new Set(["label", "title", "description", "message", "heading", "hint", "text", "placeholder", "shortLabel", "summary", "body", "subject", "lead"]);

/** Texts that are the same in every language: the product's name, and nothing with fewer than two letters together. */
const LANGUAGE_FREE = /^(GhanaHealth|GH₵|GHS|Paystack|MTN MoMo|Vodafone Cash|AirtelTigo Money|OK)$/;
/** An e-mail address or a web address reads the same in every language. */
const ADDRESS = /^([\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+)$/;
const hasWords = (text) => /\p{L}{2}/u.test(text) && !LANGUAGE_FREE.test(text.trim()) && !ADDRESS.test(text.trim());
/** Outside JSX a string may be a key or a path: text has a space, or starts with a capital. */
const looksLikeProse = (text) => hasWords(text) && (/\s/.test(text.trim()) || /^\p{Lu}/u.test(text.trim()));

function stringValue(node) {
  if (!node) return null;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === "JSXExpressionContainer") return stringValue(node.expression);
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Every user-facing text comes from the catalogs (t, msg, Trans)." },
    messages: {
      text: "User-facing text \"{{text}}\" is not translated: show it with t(\"…\") (or msg(\"…\") where it is defined, <Trans> with links inside).",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: "text", data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXNamespacedName" ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
        const text = stringValue(node.value);
        if (text !== null && TEXT_ATTRIBUTES.has(name) && hasWords(text)) report(node.value, text);
      },
      Property(node) {
        const key = node.key.type === "Identifier" ? node.key.name : stringValue(node.key);
        const text = stringValue(node.value);
        if (text !== null && TEXT_PROPERTIES.has(key) && looksLikeProse(text)) report(node.value, text);
      },
    };
  },
};
