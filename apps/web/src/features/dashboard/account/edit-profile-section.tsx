import { zodResolver } from "@hookform/resolvers/zod";
import { personNameSchema, photoUrlSchema } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert, FormField, SubmitButton } from "../../../components/form/form-field";
import { useAuth } from "../../../lib/auth-context";
import { ownDataKeys } from "../../../lib/query-keys";
import { notify } from "../../../lib/toast";
import { AccountCard } from "./account-card";
import { updateUser } from "./api/account";
import { errorText } from "./error-text";

const m = MESSAGES.account;

const profileSchema = z.object({ name: personNameSchema, image: photoUrlSchema });

/** Edit name and photo URL (better-auth's update-user; the register form's rules). */
export function EditProfileSection() {
  const id = useId();
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    values: { name: user?.name ?? "", image: user?.photoURL ?? "" },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateUser(values);
    } catch (error) {
      form.setError("root", { message: errorText(error) });
      return;
    }
    await refresh();
    await queryClient.invalidateQueries({ queryKey: ownDataKeys.all });
    notify.success(m.profileSaved);
  });
  return (
    <AccountCard title={m.editTitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={m.editTitle}>
        <FormField
          id={`${id}-name`}
          label={m.nameLabel}
          autoComplete="name"
          error={errors.name}
          {...form.register("name")}
        />
        <FormField
          id={`${id}-image`}
          label={m.photoLabel}
          type="url"
          autoComplete="photo"
          error={errors.image}
          {...form.register("image")}
        />
        <FormAlert message={errors.root?.message} />
        <SubmitButton busy={isSubmitting}>{m.save}</SubmitButton>
      </form>
    </AccountCard>
  );
}
