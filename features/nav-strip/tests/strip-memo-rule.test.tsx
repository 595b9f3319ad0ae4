// @vitest-environment node
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { HtmlMemoProvider, type HtmlMemo } from "#app/ui/memo-html/memo-html.tsx";
import { memoRuleBreaks } from "#tests/setup/memo-rule.tsx";
import { NavStrip } from "../components/nav-strip.tsx";
import { buildModels, fixtureCardSrc } from "./fixtures.ts";

/** The parts the strip hands to the server's HTML memo, as the memo would draw them after the answer. */
function memoisedParts(pathname: string): (() => ReactElement)[] {
  const draws: (() => ReactElement)[] = [];
  const recording: HtmlMemo = {
    html(_key, draw) {
      draws.push(draw);
      return undefined;
    },
  };
  const counts = { Bedzin: 3 };
  renderToString(
    <HtmlMemoProvider value={recording}>
      <MemoryRouter initialEntries={[pathname]}>
        <NavStrip models={buildModels()} imageSrc={fixtureCardSrc} commentCounts={counts} admin />
      </MemoryRouter>
    </HtmlMemoProvider>,
  );
  return draws;
}

test("the strip's memoised cards number no ids, wait for nothing and read no context but the router's", () => {
  const parts = memoisedParts("/Bedzin");
  expect(parts).toHaveLength(1);
  for (const draw of parts) expect(memoRuleBreaks(draw, "/Bedzin")).toEqual([]);
});
