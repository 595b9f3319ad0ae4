import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Section } from "#app/ui/section/section.tsx";
import { HistoryArticle } from "../components/history-article.tsx";
import { LighthouseData } from "../components/lighthouse-data.tsx";
import { ModelFacts, ModelHeader } from "../index.ts";
import { buildModel, storyImage } from "../tests/fixtures.ts";

/** The model page's blocks in the route's order (the map and the gallery have stories of their own). */
function ModelPageBlocks({
  model,
  sectionsOpen = true,
}: {
  model: ReturnType<typeof buildModel>;
  sectionsOpen?: boolean;
}) {
  return (
    <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem 2rem" }}>
      <ModelHeader model={model} />
      <Section title="Model" defaultOpen={sectionsOpen}>
        <ModelFacts model={model} resolveImage={storyImage} />
      </Section>
      <Section title={model.component === "Bedzin" ? "Architektura" : "Historia"} defaultOpen={sectionsOpen}>
        <HistoryArticle model={model} article={model.history} resolveImage={storyImage} />
      </Section>
      {model.technicalData ? (
        <Section title="Dane techniczne" defaultOpen={sectionsOpen}>
          <LighthouseData technicalData={model.technicalData} lightPhases={model.lightPhases} />
        </Section>
      ) : null}
    </div>
  );
}

const meta = {
  title: "Features/ModelPage/Blocks",
  component: ModelPageBlocks,
  parameters: {
    docs: {
      description: {
        component:
          "The blocks of a model page composed as the page stacks them: header, the Model section (map, cover, facts), the gallery, Historia and, for lighthouses, Dane techniczne, each section collapsing by its header.",
      },
    },
  },
  args: { model: buildModel() },
} satisfies Meta<typeof ModelPageBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SectionsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Latarnia Morska Hel" })).toBeVisible();
    for (const name of ["Model", "Historia", "Dane techniczne"]) {
      await expect(canvas.getByRole("button", { name })).toHaveAttribute("aria-expanded", "true");
    }
    const toggle = canvas.getByRole("button", { name: "Historia" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/Pierwsza latarnia/)).not.toBeVisible();
  },
};

/** The visitor's `sections` setting is off: every section starts closed and opens from its header. */
export const SectionsClosed: Story = {
  args: { sectionsOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Model", "Historia", "Dane techniczne"]) {
      await expect(canvas.getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
    }
    await expect(canvas.getByText("Skala")).not.toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Model" }));
    await expect(canvas.getByText("Skala")).toBeVisible();
  },
};

export const Architecture: Story = {
  args: {
    model: buildModel({
      component: "Bedzin",
      name: "Zamek w Będzinie",
      category: "zamki i ratusze",
      technicalData: undefined,
      lightPhases: undefined,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Architektura" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Dane techniczne" })).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

export const MobileDark: Story = { globals: { theme: "dark", viewport: { value: "mobile" } } };
