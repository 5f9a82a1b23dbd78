import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, type Meal } from "@medcamp/contract";
import { useForm } from "react-hook-form";
import { showResult } from "../../lib/confirm";
import { updateCamp } from "./admin-api";
import { CampFormFields } from "./camp-form-fields";
import { type CampFormValues, campFormSchema, toMealInput } from "./camp-form-schema";
import { ModalDialog } from "./modal-dialog";

/** Update modal: Title, Photo Url, Description, Price, Ingredients (comma separated); only those are writable. */
export function UpdateCampDialog({
  meal,
  onClose,
  onSaved,
}: {
  meal: Meal | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <ModalDialog open={meal !== null} title="Update Camp" onClose={onClose}>
      {meal && <UpdateForm meal={meal} onClose={onClose} onSaved={onSaved} />}
    </ModalDialog>
  );
}

function UpdateForm({ meal, onClose, onSaved }: { meal: Meal; onClose: () => void; onSaved: () => void }) {
  const form = useForm<CampFormValues>({
    resolver: zodResolver(campFormSchema),
    defaultValues: {
      title: meal.title,
      category: meal.category,
      image: meal.image,
      ingredients: meal.ingredients.join(", "),
      description: meal.description,
      price: String(meal.price),
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const { category: _category, ...update } = toMealInput(values);
    try {
      await updateCamp(meal._id, update);
      onClose();
      onSaved();
      await showResult(MESSAGES.success.updatedTitle, MESSAGES.success.updated, "success");
    } catch {
      await showResult(MESSAGES.camps.updateFailedTitle, MESSAGES.camps.updateFailed, "error");
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Update Camp" className="space-y-4">
      <CampFormFields register={form.register} errors={form.formState.errors} withCategory={false} />
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          Save Changes
        </button>
      </div>
    </form>
  );
}
