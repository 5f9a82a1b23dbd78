import { CATEGORIES } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { type ReactNode, useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { CampFormValues } from "./camp-form-schema";
import type { ScheduleField } from "./schedule-form-schema";

/** The spec's fields; "When and where" has its own fieldset (schedule-fieldset.tsx). */
type FieldName = Exclude<keyof CampFormValues, ScheduleField>;

/** Add camp and Add an Upcoming Camp: every field, labelled as product.md §2 and §5 word them. */
export const ADD_CAMP_FIELDS: readonly FieldName[] = [
  "title",
  "category",
  "image",
  "ingredients",
  "price",
  "description",
];
/** The add camp form's labels, read when the form renders (in the language being read). */
const addCampLabels = (): Record<FieldName, string> => ({
  title: MESSAGES.adminCommon.title,
  category: MESSAGES.adminCommon.category,
  image: MESSAGES.adminCampForm.imageLabel,
  ingredients: MESSAGES.adminCampForm.professionalsLabel,
  price: MESSAGES.adminCampForm.feeLabel,
  description: MESSAGES.adminCampForm.descriptionLabel,
});

type Props = {
  register: UseFormRegister<CampFormValues>;
  errors: FieldErrors<CampFormValues>;
  /** Which fields to show, in this order. */
  fields?: readonly FieldName[];
  /** Labels that differ from the add camp form's. */
  labels?: Partial<Record<FieldName, string>>;
};

/** The camp fields shared by Add camp, Add Upcoming Camp and Update, each labelled with its error linked. */
export function CampFormFields({ register, errors, fields = ADD_CAMP_FIELDS, labels = {} }: Props) {
  const id = useId();
  const defaultLabels = addCampLabels();
  const a11y = (name: FieldName) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const inputs: Record<FieldName, ReactNode> = {
    title: <input className="input input-bordered w-full" {...a11y("title")} {...register("title")} />,
    category: (
      <select className="select select-bordered w-full" {...a11y("category")} {...register("category")}>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {MESSAGES.campCard.categoryName(c)}
          </option>
        ))}
      </select>
    ),
    image: (
      <input type="url" dir="ltr" className="input input-bordered w-full" {...a11y("image")} {...register("image")} />
    ),
    ingredients: (
      <input className="input input-bordered w-full" {...a11y("ingredients")} {...register("ingredients")} />
    ),
    price: (
      <input inputMode="decimal" className="input input-bordered w-full" {...a11y("price")} {...register("price")} />
    ),
    description: (
      <textarea
        rows={3}
        className="textarea textarea-bordered w-full"
        {...a11y("description")}
        {...register("description")}
      />
    ),
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.map((name) => (
        <div key={name} className={name === "description" ? "sm:col-span-2" : undefined}>
          <label htmlFor={`${id}-${name}`} className="label pb-1 whitespace-normal text-sm font-medium">
            {labels[name] ?? defaultLabels[name]}
          </label>
          {inputs[name]}
          {errors[name]?.message && (
            <p id={`${id}-${name}-error`} className="mt-1 text-sm text-error">
              {errors[name]?.message}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
