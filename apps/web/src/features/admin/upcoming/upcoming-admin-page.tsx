import { zodResolver } from "@hookform/resolvers/zod";
import { type UpcomingMeal } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { formatFee } from "../../../components/camp/camp-card";
import { type Column, DataTable } from "../../../components/list/data-table";
import { ListPage } from "../../../components/list/list-page";
import { ModalDialog } from "../../../components/feedback/modal-dialog";
import { notify } from "../../../lib/toast";
import { useAddUpcomingCamp } from "./api/add-upcoming-camp";
import { useUpcomingCamps } from "./api/get-upcoming-camps";
import { usePublishingIds, usePublishUpcomingCamp } from "./api/publish-upcoming-camp";
import { CampFormFields } from "../camps/camp-form-fields";
import { type CampFormValues, campFormSchema, emptyCampForm, toCampInput } from "../camps/camp-form-schema";
import { ScheduleFieldset } from "../camps/schedule-fieldset";

/** /admin/add-upcomingmeal: upcoming camps with Publish, and the "Add an Upcoming Camp" modal. */
export function UpcomingAdminPage() {
  const T = MESSAGES.adminUpcoming;
  const C = MESSAGES.adminCommon;
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
        await add.mutateAsync(toCampInput(values));
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

  const columns: Column<UpcomingMeal>[] = [
    { header: MESSAGES.account.nameLabel, cell: (m) => m.title },
    { header: C.category, cell: (m) => MESSAGES.campCard.categoryName(m.category) },
    { header: C.fee, cell: (m) => formatFee(m.price) },
    { header: C.likes, cell: (m) => m.likes },
    {
      header: T.publish,
      cell: (m) => (
        <button
          type="button"
          className="btn btn-success btn-sm"
          aria-label={T.publishOf(m.title)}
          disabled={publishing.includes(m._id)}
          onClick={() => onPublish(m._id)}
        >
          {T.publish}
        </button>
      ),
    },
  ];

  const addButton = (
    <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
      {T.addTitle}
    </button>
  );

  return (
    <ListPage title={T.title} documentTitle={T.documentTitle} toolbar={addButton} toolbarAlign="center">
      <DataTable query={upcoming} rows={upcoming.data} columns={columns} emptyText={MESSAGES.camps.noCampsAvailable} />
      <ModalDialog open={adding} title={T.addTitle} onClose={() => setAdding(false)} wide>
        {adding && (
          <form onSubmit={onSubmit} noValidate aria-label={T.addTitle} className="space-y-4">
            <CampFormFields register={form.register} errors={form.formState.errors} />
            <ScheduleFieldset register={form.register} errors={form.formState.errors} control={form.control} />
            <div className="modal-action">
              <button type="button" className="btn" onClick={() => setAdding(false)}>
                {MESSAGES.staffAdmin.close}
              </button>
              <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
                {T.add}
              </button>
            </div>
          </form>
        )}
      </ModalDialog>
    </ListPage>
  );
}
