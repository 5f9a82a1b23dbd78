import { type ReactNode, useId } from "react";

type Props = {
  /** The page's heading. */
  title: string;
  /** The browser tab's title. */
  documentTitle: string;
  /** For a table of many columns. */
  wide?: boolean;
  /** Controls beside the heading, e.g. a sort select or an Add button. */
  toolbar?: ReactNode;
  /** "end" lines a labelled control up with the foot of the heading, "center" a lone button with its middle. */
  toolbarAlign?: "end" | "center";
  children: ReactNode;
};

/** The frame of a list screen: its region, tab title and heading, with any controls beside the heading. */
export function ListPage({ title, documentTitle, wide = false, toolbar, toolbarAlign = "end", children }: Props) {
  const id = useId();
  const heading = (
    <h1 id={id} className={toolbar ? "text-3xl font-bold" : "mb-6 text-3xl font-bold"}>
      {title}
    </h1>
  );
  return (
    <section className={`mx-auto ${wide ? "max-w-6xl" : "max-w-5xl"} px-4 py-8`} aria-labelledby={id}>
      <title>{documentTitle}</title>
      {toolbar ? (
        <div
          className={`mb-6 flex flex-wrap ${toolbarAlign === "end" ? "items-end" : "items-center"} justify-between gap-3`}
        >
          {heading}
          {toolbar}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
