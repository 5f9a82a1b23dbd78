import { zodResolver } from "@hookform/resolvers/zod";
import { type Meal } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { ModalDialog } from "../../../components/feedback/modal-dialog";
import { isRefusal } from "../../../lib/api-client";
import { showResult } from "../../../lib/confirm";
import { useUpdateCamp } from "./api/update-camp";
import { CampFormFields } from "./camp-form-fields";
import { type CampFormValues, toCampUpdate, updateCampFormSchema } from "./camp-form-schema";
import { ScheduleFieldset } from "./schedule-fieldset";
import { scheduleFromCamp } from "./schedule-form-schema";

/** product.md §2: the Update modal's fields, in its order and with its labels. */
const UPDATE_FIELDS = ["title", "image", "description", "price", "ingredients"] as const;
/** Its labels that differ from the add camp form's, read when the modal renders. */
const updateLabels = () => ({
  image: MESSAGES.adminUpdateCamp.photoUrlLabel,
  price: MESSAGES.adminUpdateCamp.priceLabel,
  ingredients: MESSAGES.adminUpdateCamp.ingredientsLabel,
});

/**
 * Update modal: Title, Photo Url, Description, Price, Ingredients (comma separated), then "When and where" (issue 18);
 * only those are writable.
 */
export function UpdateCampDialog({ camp, onClose }: { camp: Meal | null; onClose: () => void }) {
  return (
    <ModalDialog open={camp !== null} title={MESSAGES.adminUpdateCamp.title} onClose={onClose} wide>
      {camp && <UpdateForm camp={camp} onClose={onClose} />}
    </ModalDialog>
  );
}

function UpdateForm({ camp, onClose }: { camp: Meal; onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateCamp();
  const form = useForm<CampFormValues>({
    resolver: zodResolver(updateCampFormSchema),
    defaultValues: {
      title: camp.title,
      category: camp.category,
      image: camp.image,
      ingredients: camp.ingredients.join(", "),
      description: camp.description,
      price: String(camp.price),
      ...scheduleFromCamp(camp),
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: camp._id, body: toCampUpdate(values, camp) });
    } catch (error) {
      if (isRefusal(error, "CAPACITY_BELOW_SEATS")) {
        // The server's sentence names the seats taken; it stays under the capacity with everything typed.
        form.setError("capacity", { message: error.message }, { shouldFocus: true });
        return;
      }
      // Shown inside the still open modal, which keeps what was typed for another try.
      await showResult(
        MESSAGES.camps.updateFailedTitle,
        MESSAGES.camps.updateFailed,
        "error",
        formRef.current?.closest("dialog"),
      );
      return;
    }
    onClose();
    await showResult(MESSAGES.success.updatedTitle, MESSAGES.success.updated, "success");
  });
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={MESSAGES.adminUpdateCamp.title}
      className="space-y-4"
    >
      <CampFormFields
        register={form.register}
        errors={form.formState.errors}
        fields={UPDATE_FIELDS}
        labels={updateLabels()}
      />
      <ScheduleFieldset register={form.register} errors={form.formState.errors} control={form.control} />
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {MESSAGES.staffAdmin.close}
        </button>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {MESSAGES.adminUpdateCamp.saveChanges}
        </button>
      </div>
    </form>
  );
}
