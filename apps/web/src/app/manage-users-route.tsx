import { ManageUsersPage } from "../features/admin/users/manage-users-page";
import { useStaffRolesTool } from "../features/staff/staff-roles-tool";

/** /admin/manage-user: Manage Users, with each student's staff roles (issue 21). */
export function ManageUsersRoute() {
  const staffRoles = useStaffRolesTool();
  return <ManageUsersPage studentTools={[staffRoles]} />;
}
