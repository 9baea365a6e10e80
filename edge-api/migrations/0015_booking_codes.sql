-- Booking codes (edge-api/src/db/schema.ts appointments.booking_code): six characters a patient can
-- read to a receptionist, from an alphabet without look-alikes (no 0/O, 1/I/L). The code is the id
-- scrambled through a bijection, (id * 387420491 + 214700033) mod 31^6 written in base 31, so no two
-- bookings share one (for the first 887 million ids) and it is never retried; the unique index holds it.
-- The trigger gives every new booking its code whatever writes it (the API, the seed, a test); the
-- UPDATE gives one to every booking already stored. The internal id stays the key.
ALTER TABLE `appointments` ADD `booking_code` text;
--> statement-breakpoint
UPDATE `appointments` SET `booking_code` = (
  SELECT substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x % 31 + 1, 1)
    || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 31 % 31 + 1, 1)
    || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 961 % 31 + 1, 1)
    || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 29791 % 31 + 1, 1)
    || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 923521 % 31 + 1, 1)
    || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 28629151 % 31 + 1, 1)
  FROM (SELECT (`appointments`.`id` * 387420491 + 214700033) % 887503681 AS x)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_booking_code_unique` ON `appointments` (`booking_code`);
--> statement-breakpoint
CREATE TRIGGER appointments_booking_code AFTER INSERT ON appointments WHEN new.booking_code IS NULL BEGIN
  UPDATE appointments SET booking_code = (
    SELECT substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x % 31 + 1, 1)
      || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 31 % 31 + 1, 1)
      || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 961 % 31 + 1, 1)
      || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 29791 % 31 + 1, 1)
      || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 923521 % 31 + 1, 1)
      || substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', x / 28629151 % 31 + 1, 1)
    FROM (SELECT (new.id * 387420491 + 214700033) % 887503681 AS x)
  ) WHERE id = new.id;
END;
