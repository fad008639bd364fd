// Reporting a review, a question or an answer to Angle (issue #38).
import { useMutation } from '@tanstack/react-query';
import type { ReportContent, ReportedKind } from '../../../domain/schemas/reports';
import { api } from '../../lib/api-client';

export interface ReportTarget {
  kind: ReportedKind;
  id: string;
}

export const useReportContent = () =>
  useMutation({
    mutationFn: ({ kind, id, ...body }: ReportTarget & ReportContent) =>
      api<void>(`/api/store/${kind}s/${encodeURIComponent(id)}/reports`, {
        method: 'POST',
        body,
      }),
  });
