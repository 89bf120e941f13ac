import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  readonly failed: boolean;
}

/** What the window shows instead of a view that failed to draw: a hook's words, so not in the class. */
function DrawingFailed(props: { readonly onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Center h="100dvh" p="xl">
      <Alert
        color="red"
        variant="light"
        title={t`This view could not be shown`}
        role="alert"
        maw={520}
      >
        <Stack gap="sm">
          <Text size="sm">{t`Something went wrong while drawing the window. Your data is safe.`}</Text>
          <Button variant="default" onClick={props.onRetry} w="fit-content">
            {t`Try again`}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

/** Catches a rendering failure so the window shows a way out instead of going blank. */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Only the component stack, never data: it may hold names of people.
    console.error('Bookings Viewer could not draw this view.', error.name, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <DrawingFailed onRetry={() => this.setState({ failed: false })} />;
  }
}
