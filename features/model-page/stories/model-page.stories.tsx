import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Section } from "../../../app/ui/section/section.tsx";
import { HistoryArticle, LighthouseData, ModelFacts, ModelHeader } from "../index.ts";
import { buildModel } from "../tests/fixtures.ts";

function ModelPageBlocks({ model }: { model: ReturnType<typeof buildModel> }) {
  return (
    <div style={{ maxWidth: "72rem", margin: "0 auto", padding: "0 1rem" }}>
      <ModelHeader model={model} />
      <Section title="Model">
        <ModelFacts model={model} />
      </Section>
      <Section title="Historia">
        <HistoryArticle model={model} article={model.history} />
      </Section>
      {model.technicalData ? (
        <Section title="Dane techniczne">
          <LighthouseData technicalData={model.technicalData} lightPhases={model.lightPhases} />
        </Section>
      ) : null}
    </div>
  );
}

const meta = {
  title: "Features/ModelPage/Blocks",
  component: ModelPageBlocks,
  args: { model: buildModel() },
} satisfies Meta<typeof ModelPageBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lighthouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Latarnia Morska Hel" })).toBeVisible();
    await expect(canvas.getByText("Rok budowy modelu: 2014")).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "Światło 5 s" })).toBeVisible();
    const toggle = canvas.getByRole("button", { name: /Historia/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/Pierwsza latarnia/)).not.toBeVisible();
  },
};

export const UnderConstruction: Story = {
  args: {
    model: buildModel({
      completionYear: 9999,
      technicalData: undefined,
      lightPhases: undefined,
      name: "Rakieta Starship S30",
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Model w budowie")).toBeVisible();
  },
};

export const BuildYears: Story = {
  args: { model: buildModel({ buildYears: "2011-2019", completionYear: 2019, name: "Wieżowce NY 1909-1933" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Lata budowy modeli: 2011-2019")).toBeVisible();
  },
};

export const FreeModelWithDownload: Story = {
  args: {
    model: buildModel({
      info: { Projekt: "Julius Perdana", Skala: "1:20", "Link do pobrania": "https://example.com/curiosity.pdf" },
      technicalData: undefined,
      lightPhases: undefined,
    }),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Download" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
