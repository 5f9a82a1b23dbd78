import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@medcamp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { QueryState } from "../../components/query-state";
import { notify } from "../../lib/toast";
import { addUpcoming, fetchUpcoming, publishUpcoming } from "./admin-api";
import { CampFormFields } from "./camp-form-fields";
import { type CampFormValues, campFormSchema, emptyCampForm, toMealInput } from "./camp-form-schema";
import { ModalDialog } from "./modal-dialog";

/** /admin/add-upcomingmeal: upcoming camps with Publish, and the "Add an Upcoming Camp" modal. */
export function UpcomingAdminPage() {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const upcoming = useQuery({ queryKey: ["upcoming-meals"], queryFn: fetchUpcoming });
  const form = useForm<CampFormValues>({ resolver: zodResolver(campFormSchema), defaultValues: emptyCampForm });
  const refresh = () => queryClient.invalidateQueries();

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await addUpcoming(toMealInput(values));
        notify.success(MESSAGES.success.upcomingAdded);
        form.reset(emptyCampForm);
        setAdding(false);
        await refresh();
      } catch {
        notify.error(MESSAGES.camps.addUpcomingFailed);
      }
    },
    () => notify.error(MESSAGES.camps.fillAllFields),
  );

  async function onPublish(id: string) {
    try {
      await publishUpcoming(id);
      notify.success(MESSAGES.success.campPublished);
      await refresh();
    } catch {
      notify.error(MESSAGES.camps.publishFailed);
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby="upcoming-admin-title">
      <title>Add Upcoming Camp · MedCamp</title>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="upcoming-admin-title" className="text-3xl font-bold">
          Upcoming Camps
        </h1>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          Add an Upcoming Camp
        </button>
      </div>
      <QueryState loading={upcoming.isPending} error={upcoming.error}>
        {upcoming.data?.length === 0 ? (
          <p className="py-8 text-center">{MESSAGES.camps.noCampsAvailable}</p>
        ) : (
          <div className="overflow-x-auto rounded-box border border-base-300">
            <table className="table">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Category</th>
                  <th>Fee</th>
                  <th>Likes</th>
                  <th>Publish</th>
                </tr>
              </thead>
              <tbody>
                {upcoming.data?.map((m) => (
                  <tr key={m._id}>
                    <td>{m.title}</td>
                    <td>{m.category}</td>
                    <td>${m.price}</td>
                    <td>{m.likes}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-success btn-sm"
                        aria-label={`Publish ${m.title}`}
                        onClick={() => onPublish(m._id)}
                      >
                        Publish
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <ModalDialog open={adding} title="Add an Upcoming Camp" onClose={() => setAdding(false)}>
        <form onSubmit={onSubmit} noValidate aria-label="Add an Upcoming Camp" className="space-y-4">
          <CampFormFields register={form.register} errors={form.formState.errors} />
          <div className="modal-action">
            <button type="button" className="btn" onClick={() => setAdding(false)}>
              Close
            </button>
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              Add
            </button>
          </div>
        </form>
      </ModalDialog>
    </section>
  );
}
