/**
 * Marks every `msg("…")` call as pure (`/*#__PURE__*\/`), so a marked text the page never uses is
 * dropped from the bundle with its unused list or constant: `msg` only returns its argument, but to
 * the bundler and the minifier a call is a side effect, which kept every marked text of a contracts
 * module on the landing (docs/architecture.md, Languages).
 */
module.exports = function pureMessages(source) {
  return source.replace(/(^|[^\w.$])msg\(/g, "$1/*#__PURE__*/ msg(");
};
