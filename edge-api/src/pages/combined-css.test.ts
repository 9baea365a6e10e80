import { describe, expect, it } from "vitest";
import { combineStylesheets, topLevelStatements } from "./combined-css.ts";

describe("the prerendered page's one stylesheet", () => {
  it("keeps each rule the shell and the page share once, at the shell's place, and the page's own rules", () => {
    const shell = ':root{--brand:#006b3f}.ui-button{color:red}.shell-book-now{color:blue}';
    const page = ':root{--brand:#006b3f}.ui-button{color:red}.landing{margin:0}@media (min-width:768px){.landing{margin:1rem}}';
    const combined = combineStylesheets([shell, page]);
    expect(topLevelStatements(combined)).toEqual([
      ":root{--brand:#006b3f}",
      ".ui-button{color:red}",
      ".shell-book-now{color:blue}",
      ".landing{margin:0}",
      "@media (min-width:768px){.landing{margin:1rem}}",
    ]);
  });

  it("keeps a rule that differs in any way, and repeats inside one stylesheet, as written", () => {
    const shell = ".ui-button{color:red}@media (min-width:768px){.a{margin:0}}";
    const page = ".ui-button{color:green}@media (min-width:768px){.a{margin:1px}}.b{x:1}.b{x:1}";
    expect(topLevelStatements(combineStylesheets([shell, page]))).toEqual([
      ".ui-button{color:red}",
      "@media (min-width:768px){.a{margin:0}}",
      ".ui-button{color:green}",
      "@media (min-width:768px){.a{margin:1px}}",
      ".b{x:1}",
      ".b{x:1}",
    ]);
  });

  it("reads braces inside strings and comments as text", () => {
    const css = '.a::before{content:"}{"}/* } */.b{background:url("x{y}.png")}';
    expect(topLevelStatements(css)).toEqual(['.a::before{content:"}{"}', '/* } */.b{background:url("x{y}.png")}']);
  });
});
