/**
 * "@gh/ui" is the whole design system; "@gh/ui/core", the part the landing's first screen draws, is a
 * singleton of its own that "@gh/ui" re-exports. An icon or a core export left out of "@gh/ui" would
 * be missing only for the screens that import it from there.
 */
import { describe, expect, it } from "vitest";
import * as core from "./core";
import * as icons from "./icons";
import * as moreIcons from "./more-icons";
import * as ui from "./index";

describe("@gh/ui's exports", () => {
  it("include every icon of the set", () => {
    expect(Object.keys(ui)).toEqual(expect.arrayContaining([...Object.keys(icons), ...Object.keys(moreIcons)]));
  });

  it("include all of @gh/ui/core, as the same objects", () => {
    for (const [name, value] of Object.entries(core)) expect(ui[name as keyof typeof ui], name).toBe(value);
  });
});
