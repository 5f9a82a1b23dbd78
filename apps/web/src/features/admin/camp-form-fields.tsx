import { CATEGORIES } from "@medcamp/contract";
import { type ReactNode, useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { CampFormValues } from "./camp-form-schema";

type Props = { register: UseFormRegister<CampFormValues>; errors: FieldErrors<CampFormValues>; withCategory?: boolean };

/** The camp fields shared by Add camp, Add Upcoming Camp and Update, each labelled with its error linked. */
export function CampFormFields({ register, errors, withCategory = true }: Props) {
  const id = useId();
  const field = (name: keyof CampFormValues, label: string, input: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="label pb-1 text-sm font-medium">
        {label}
      </label>
      {input}
      {errors[name]?.message && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-error">
          {errors[name]?.message}
        </p>
      )}
    </div>
  );
  const a11y = (name: keyof CampFormValues) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field(
        "title",
        "Title",
        <input className="input input-bordered w-full" {...a11y("title")} {...register("title")} />,
      )}
      {withCategory &&
        field(
          "category",
          "Category",
          <select className="select select-bordered w-full" {...a11y("category")} {...register("category")}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>,
        )}
      {field(
        "image",
        "Image URL",
        <input type="url" className="input input-bordered w-full" {...a11y("image")} {...register("image")} />,
      )}
      {field(
        "ingredients",
        "Healthcare Professionals (comma separated)",
        <input className="input input-bordered w-full" {...a11y("ingredients")} {...register("ingredients")} />,
      )}
      {field(
        "price",
        "Camp fee",
        <input inputMode="decimal" className="input input-bordered w-full" {...a11y("price")} {...register("price")} />,
      )}
      <div className="sm:col-span-2">
        {field(
          "description",
          "Description",
          <textarea
            rows={3}
            className="textarea textarea-bordered w-full"
            {...a11y("description")}
            {...register("description")}
          />,
        )}
      </div>
    </div>
  );
}
