import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "../../../i18n/messages";
import { useForm } from "react-hook-form";
import { notify } from "../../../lib/toast";
import { useAddCamp } from "./api/add-camp";
import { CampFormFields } from "./camp-form-fields";
import { type CampFormValues, campFormSchema, emptyCampForm, toCampInput } from "./camp-form-schema";
import { ScheduleFieldset } from "./schedule-fieldset";

/** /admin/add-meal: the server sets distributor, post time and the zero counters. */
export function AddCampPage() {
  const T = MESSAGES.adminAddCamp;
  const add = useAddCamp();
  const form = useForm<CampFormValues>({ resolver: zodResolver(campFormSchema), defaultValues: emptyCampForm });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(toCampInput(values));
    } catch {
      notify.error(MESSAGES.camps.addCampFailed);
      return;
    }
    notify.success(MESSAGES.success.campAdded);
    form.reset(emptyCampForm);
  });
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="add-camp-title">
      <title>{T.documentTitle}</title>
      <h1 id="add-camp-title" className="mb-6 text-3xl font-bold">
        {T.title}
      </h1>
      <form onSubmit={onSubmit} noValidate aria-label={T.title} className="space-y-4">
        <CampFormFields register={form.register} errors={form.formState.errors} />
        <ScheduleFieldset register={form.register} errors={form.formState.errors} control={form.control} />
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {T.submit}
        </button>
      </form>
    </section>
  );
}
