import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@medcamp/contract";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { formatFee } from "../../components/camp-card";
import { EmptyState } from "../../components/empty-state";
import { QueryState } from "../../components/query-state";
import { notify } from "../../lib/toast";
import { useAddUpcomingCamp } from "./api/add-upcoming-camp";
import { useUpcomingCamps } from "./api/get-upcoming-camps";
import { usePublishingIds, usePublishUpcomingCamp } from "./api/publish-upcoming-camp";
import { CampFormFields } from "./camp-form-fields";
import { type CampFormValues, campFormSchema, emptyCampForm, toMealInput } from "./camp-form-schema";
import { ModalDialog } from "./modal-dialog";

/** /admin/add-upcomingmeal: upcoming camps with Publish, and the "Add an Upcoming Camp" modal. */
export function UpcomingAdminPage() {
  const [adding, setAdding] = useState(false);
  const upcoming = useUpcomingCamps();
  const add = useAddUpcomingCamp();
  const publish = usePublishUpcomingCamp();
  const publishing = usePublishingIds();
  /** Guards a fast double click before the disabled button has re-rendered. */
  const inFlight = useRef(new Set<string>());
  const form = useForm<CampFormValues>({ resolver: zodResolver(campFormSchema), defaultValues: emptyCampForm });

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await add.mutateAsync(toMealInput(values));
      } catch {
        notify.error(MESSAGES.camps.addUpcomingFailed);
        return;
      }
      notify.success(MESSAGES.success.upcomingAdded);
      form.reset(emptyCampForm);
      setAdding(false);
    },
    () => notify.error(MESSAGES.camps.fillAllFields),
  );

  async function onPublish(id: string) {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    try {
      await publish.mutateAsync(id);
      notify.success(MESSAGES.success.campPublished);
    } catch {
      notify.error(MESSAGES.camps.publishFailed);
    } finally {
      inFlight.current.delete(id);
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
          <EmptyState text={MESSAGES.camps.noCampsAvailable} />
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
                    <td>{formatFee(m.price)}</td>
                    <td>{m.likes}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-success btn-sm"
                        aria-label={`Publish ${m.title}`}
                        disabled={publishing.includes(m._id)}
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
