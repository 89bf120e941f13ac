/** What narrows an export or Insights to what the user sees; apart from the contract so shared/insights can use it too. */
import { z } from 'zod';

/** Narrows an export to what the user sees. Every part is optional. */
export const exportFilterSchema = z.object({
  /** Bay tags to keep; null keeps all. The empty string stands for bays without a tag. */
  tags: z.array(z.string().max(200)).max(500).nullable().default(null),
  /** Free-text search over bay name, user name and email. */
  search: z.string().max(200).nullable().default(null),
  /** Keep bookings overlapping this daily window, minutes after local midnight, [start, end). */
  timeOfDay: z
    .object({
      startMinute: z.number().int().min(0).max(1440),
      endMinute: z.number().int().min(0).max(1440),
    })
    .refine((w) => w.endMinute > w.startMinute, 'The time of day must end after it starts.')
    .nullable()
    .default(null),
});

/** A validated export filter, defaults filled in. */
export type ExportFilter = z.output<typeof exportFilterSchema>;
