import { remoteConfig } from "../rspack.config.base.ts";

export default remoteConfig({
  name: "mfe_booking",
  dir: import.meta.dirname,
  exposes: {
    "./BookingDialog": "./src/features/booking/components/booking-dialog.tsx",
    "./MyAppointmentsPage": "./src/features/my-appointments/components/my-appointments-page.tsx",
    "./VisitPage": "./src/features/visit/components/visit-page.tsx",
  },
  routes: [
    { path: "/my-appointments", module: "./MyAppointmentsPage", access: "authenticated" },
    { path: "/appointments", redirect: "/my-appointments" },
    { path: "/visits/:id", module: "./VisitPage", access: "authenticated" },
  ],
});
