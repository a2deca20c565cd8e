SET LOCAL synchronous_commit TO on;
