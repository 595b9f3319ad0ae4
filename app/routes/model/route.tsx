import { Fragment } from "react";
import { data, redirect } from "react-router";
import { BuildStory, noteSummary } from "#features/build-log/index.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { loadBuildStory, photoChoices } from "#features/build-log/index.server.ts";
import {
  imageUrl,
  modelHref,
  packGroupImages,
  PHOTO_PARAM,
  PREVIEW_PARAM,
  type Model,
} from "#features/catalog/index.ts";
import {
  hasPreviewLinks,
  heldCatalog,
  loadImageIndex,
  opensPreview,
  pageCatalog,
  PREVIEW_NOTE,
} from "#features/catalog/index.server.ts";
import { Comments } from "#features/comments/index.ts";
import { requestSession } from "#features/account/index.server.ts";
import { countPublishedComments, loadComments } from "#features/comments/index.server.ts";
import { Gallery, openingGroup, parsePhotoParam, photoCard } from "#features/gallery/index.ts";
import { ModelMap, PlacePicker } from "#features/map/index.ts";
import { GalleryOwner } from "#features/photo-upload/index.ts";
import {
  HistoryArticle,
  LighthouseData,
  ModelFacts,
  ModelHeader,
  ModelOwner,
  ModelStructuredData,
  PreviewMark,
  historyTitle,
} from "#features/model-page/index.ts";
import { useHeadingOnArrival, useSetting } from "#features/settings/index.ts";
import { cloudflareContext } from "#app/lib/context.ts";
import { NOT_FOUND_META, siteFromMatches } from "#app/lib/meta.ts";
import { useRootData } from "#app/root.tsx";
import { defaultSite, pageTitle } from "#app/site.ts";
import { Section } from "#app/ui/section/section.tsx";
import { action } from "./action.server.ts";
import { PageNotFound } from "#app/page-not-found.tsx";
import type { Route } from "./+types/route";

/** The skyscrapers page keeps its bare name as the title, as on the original site. */
const TITLE_WITHOUT_SITE_NAME = new Set(["Wiezowce"]);

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `url` is React Router's normalised URL: request.url keeps the `.data` suffix of client navigations.
  const { db, env } = context.get(cloudflareContext);
  const session = requestSession(context, request);
  const pageReads = (model: Model) =>
    Promise.all([
      loadComments(db, model.component, session, env.SESSION_SECRET, url.searchParams),
      loadImageIndex(env.IMAGES),
      loadBuildStory(db, model),
    ]);
  // On a warm isolate the page's own reads start beside the catalogue's version check, in its D1 round trip.
  const heldModel = heldCatalog()?.byPath(url.pathname, { drafts: true });
  const early = heldModel && pageReads(heldModel);
  // Left unused when the catalogue moved meanwhile: its failure must not surface as an unhandled rejection.
  early?.catch(() => undefined);
  const [catalog, viewer] = await Promise.all([pageCatalog(db), session]);
  // The owner sees drafts; to everyone else a draft's address is any unknown page.
  const drafts = viewer?.admin ?? false;
  const shown = catalog.byPath(url.pathname, { drafts });
  const previewToken = shown || drafts ? null : url.searchParams.get(PREVIEW_PARAM);
  const unseen = previewToken ? catalog.byPath(url.pathname, { drafts: true }) : undefined;
  // A preview link shows a model nobody else sees to whoever holds it; the page cache never keeps it.
  const preview = Boolean(unseen && (await opensPreview(db, env.SESSION_SECRET, previewToken!, unseen.id)));
  const model = shown ?? (preview ? unseen : undefined);
  if (!model) {
    // An address from before a rename: links and bookmarks follow the model, `?photo=` included.
    const moved = catalog.movedTo(url.pathname, { drafts });
    if (moved) throw redirect(`${modelHref(moved.path)}${url.search}`, 301);
    return data({ missing: true } as const, { status: 404 });
  }
  // The held catalogue's own model object is this one only when the catalogue has not moved.
  const [[comments, storedIndex, story], counts, previewLinks] = await Promise.all([
    early && model === heldModel ? early : pageReads(model),
    drafts ? countPublishedComments(db) : undefined,
    drafts && catalog.isDraft(model) ? hasPreviewLinks(db, model.id) : false,
  ]);
  const index = catalog.images(storedIndex);
  const location = parsePhotoParam(url.searchParams.get(PHOTO_PARAM), model.gallery);
  const group = openingGroup(model, location);
  // Only the opening group's sizes and placeholders travel with the page; the gallery fetches the others.
  const images = group?.kind === "photos" ? packGroupImages(index, model.component, group) : undefined;
  return {
    model,
    draft: catalog.isDraft(model),
    preview: preview ? PREVIEW_NOTE : null,
    previewLinks,
    onBanner: drafts && catalog.onBanner(model),
    origin: url.origin,
    // A draft has no thread (the API answers 404 for it too).
    comments: catalog.isDraft(model) ? null : comments,
    images,
    photo: photoCard(model, location, index),
    story,
    photoChoices: photoChoices(model),
    // The owner's arranging acts on rows by id; visitors need none of it.
    arrangement: drafts ? catalog.photosOf(model) : null,
    publishedComments: counts?.[model.component] ?? 0,
  };
}

export { action };

export const clientAction = answerOffline<typeof action>;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if ("missing" in loaderData) return NOT_FOUND_META;
  const site = siteFromMatches(matches);
  const { model, origin, photo, story } = loaderData;
  const description = (story.note && noteSummary(story.note.content)) || model.description;
  const title = TITLE_WITHOUT_SITE_NAME.has(model.component) ? model.name : pageTitle(model.name, site);
  const image = photo?.image ?? model.cover ?? model.card;
  // A link to one photo is that photo's page for sharing: its address keeps `?photo=`, its card shows the photo.
  const address = new URL(modelHref(model.path), origin);
  if (photo) address.searchParams.set(PHOTO_PARAM, photo.param);
  return [
    { title },
    { name: "description", content: model.description },
    { property: "og:title", content: photo?.title ?? model.name },
    { property: "og:description", content: description },
    { property: "og:type", content: "article" },
    { property: "og:locale", content: "pl_PL" },
    { property: "og:site_name", content: site.name },
    { property: "og:url", content: address.href },
    ...(image ? [{ property: "og:image", content: new URL(imageUrl(image), origin).href }] : []),
    ...(photo?.width && photo.height
      ? [
          { property: "og:image:width", content: String(photo.width) },
          { property: "og:image:height", content: String(photo.height) },
        ]
      : []),
    ...(photo
      ? [
          { property: "og:image:alt", content: photo.title },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : []),
    { tagName: "link", rel: "canonical", href: address.href },
    ...(loaderData.draft || loaderData.preview ? [{ name: "robots", content: "noindex" }] : []),
    // The preview's token is in the address: no other site may learn it from a Referer.
    ...(loaderData.preview ? [{ name: "referrer", content: "no-referrer" }] : []),
  ];
}

export default function ModelRoute({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const [sectionsOpen] = useSetting("sections");
  useHeadingOnArrival();
  if ("missing" in loaderData) return <PageNotFound />;
  const { model, origin } = loaderData;
  const site = root?.site ?? defaultSite;
  return (
    // Keyed by model: moving between two model pages starts every section and the gallery afresh.
    <Fragment key={model.component}>
      <ModelStructuredData model={model} origin={origin} author={site.author} />
      {loaderData.preview ? <PreviewMark note={loaderData.preview} /> : null}
      <ModelHeader model={model} />
      {root?.user?.admin ? (
        <ModelOwner
          model={model}
          draft={loaderData.draft}
          comments={loaderData.publishedComments}
          onBanner={loaderData.onBanner}
          previewLinks={loaderData.previewLinks}
          actionData={actionData}
          placePicker={PlacePicker}
        />
      ) : null}
      <Section title="Model" id="model" defaultOpen={sectionsOpen}>
        {model.position ? <ModelMap name={model.name} position={model.position} address={model.address} /> : null}
        <ModelFacts model={model} />
      </Section>
      <BuildStory
        component={model.component}
        story={loaderData.story}
        photoChoices={loaderData.photoChoices}
        admin={root?.user?.admin ?? false}
        defaultOpen={sectionsOpen}
        answer={actionData}
      />
      <Gallery
        model={model}
        defaultOpen={sectionsOpen}
        images={loaderData.images}
        owner={
          root?.user?.admin ? (
            <GalleryOwner model={model} photos={loaderData.arrangement ?? undefined} actionData={actionData} />
          ) : null
        }
      />
      {loaderData.comments ? (
        <Comments {...loaderData.comments} defaultOpen={sectionsOpen} answer={actionData} />
      ) : null}
      {model.history.sections.length > 0 ? (
        <Section title={historyTitle(model)} id="historia" defaultOpen={sectionsOpen}>
          <HistoryArticle model={model} article={model.history} />
        </Section>
      ) : null}
      {model.technicalData ? (
        <Section title="Dane techniczne" id="dane-techniczne" defaultOpen={sectionsOpen}>
          <LighthouseData technicalData={model.technicalData} lightPhases={model.lightPhases} />
        </Section>
      ) : null}
    </Fragment>
  );
}
