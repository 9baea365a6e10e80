/**
 * The provider's own practice, mounted at /api/providers before the public provider routes (so
 * /dashboard and /edit-profile never reach /:id): dashboard, appointment lifecycle, visit notes,
 * profile edits and deletion.
 */
import { declaredRoutes } from "../../http/openapi.ts";
import { appointmentLifecycleRoutes } from "./appointments.ts";
import { dashboardRoutes } from "./dashboard.ts";
import { deleteProfileRoutes } from "./delete-profile.ts";
import { earningsRoutes } from "./earnings.ts";
import { editByIdRoutes } from "./edit-by-id.ts";
import { selfEditRoutes } from "./self-edit.ts";
import { visitNoteRoutes } from "./visit-note.ts";

export const providerPracticeRoutes = declaredRoutes()
  .route("/", dashboardRoutes)
  .route("/", earningsRoutes)
  .route("/", appointmentLifecycleRoutes)
  .route("/", visitNoteRoutes)
  .route("/", selfEditRoutes)
  .route("/", deleteProfileRoutes)
  .route("/", editByIdRoutes);
