/**
 * Runtime schemas of the raw API JSON, as the spec documents it. They are lenient on purpose: the spec does
 * not say which fields may be null, so free text that is missing, null or not a string reads as null and
 * unknown fields pass through. Only an id is required. These schemas document and check the shapes;
 * normalise.ts reads bookings with an equivalent hand-written pass because zod per record is too slow for
 * a million-row export (normalise.test.ts checks that both agree).
 */
import { z } from 'zod';

/** A free-text field: anything that is not a string becomes null. */
const text = z.string().nullish().catch(null);

/** An identifier: the spec says uuid, but any non-blank string is accepted. */
export const IdSchema = z.string().regex(/\S/);

/** An optional identifier inside another record: blank or not a string reads as null. */
const optionalId = IdSchema.nullish().catch(null);

/** A Location as the API sends it. */
export const ApiLocationSchema = z.looseObject({ id: IdSchema, name: text });

/** A Location inside another record: unusable ones read as null rather than failing the record. */
const nestedLocation = ApiLocationSchema.nullish().catch(null);

/** A Bay as it appears inside a booking. */
export const ApiBayRefSchema = z.looseObject({ id: optionalId, name: text, tag: text });

/** A Bay in the bays list, which also carries its location. */
export const ApiBaySchema = z.looseObject({
  id: IdSchema,
  name: text,
  tag: text,
  location: nestedLocation,
});

/** A User: present in the time_min/time_max response shape. */
export const ApiUserSchema = z.looseObject({ id: optionalId, name: text, email: text });

/** Fields both booking shapes share. start_time/end_time are ISO 8601 with a numeric offset. */
const bookingCommon = {
  id: IdSchema,
  start_time: text,
  end_time: text,
  location: nestedLocation,
  bay: ApiBayRefSchema.nullish().catch(null),
};

/**
 * Either booking shape: time_min/time_max answers carry a user and no duration, start_date/end_date
 * answers a duration (a half-open range text) and no user.
 */
export const ApiBookingSchema = z.looseObject({
  ...bookingCommon,
  user: ApiUserSchema.nullish().catch(null),
  duration: text,
});

/** The documented error body: `{ "error": "…" }`. */
export const ApiErrorSchema = z.looseObject({ error: z.string() });
