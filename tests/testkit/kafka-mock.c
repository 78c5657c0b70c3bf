/*
 * A Kafka cluster for tests: librdkafka's mock cluster, which speaks the real
 * Kafka protocol in process. Usage: kafka-mock <brokers> [topic:partitions ...]
 * Prints the bootstrap list ("127.0.0.1:34669,...") as its first line, then
 * runs until SIGTERM, SIGINT or the end of stdin (its parent went away).
 * A stdin line "fail <ApiKey> <error code>" makes the next request of that
 * kind fail with that error (e.g. "fail 0 87": a Produce gets INVALID_RECORD);
 * it answers "ok" once the error is queued.
 */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void on_stop(int sig) { (void)sig; }

int main(int argc, char **argv) {
  char err[512];
  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  rd_kafka_conf_set(conf, "log_level", "3", err, sizeof err); /* hides the bootstrap.servers CONFWARN */
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
  if (!rk) { fprintf(stderr, "rd_kafka_new: %s\n", err); return 1; }
  rd_kafka_mock_cluster_t *mc = rd_kafka_mock_cluster_new(rk, argc > 1 ? atoi(argv[1]) : 1);
  if (!mc) { fprintf(stderr, "rd_kafka_mock_cluster_new failed\n"); return 1; }
  for (int i = 2; i < argc; i++) {
    char *colon = strrchr(argv[i], ':');
    if (colon) *colon = '\0';
    rd_kafka_mock_topic_create(mc, argv[i], colon ? atoi(colon + 1) : 1, 1);
  }
  printf("%s\n", rd_kafka_mock_cluster_bootstraps(mc));
  fflush(stdout);

  struct sigaction stop = { .sa_handler = on_stop }; /* no SA_RESTART: a signal ends the fgets below */
  sigaction(SIGTERM, &stop, NULL);
  sigaction(SIGINT, &stop, NULL);
  char line[128];
  int api_key, code;
  while (fgets(line, sizeof line, stdin)) {
    if (sscanf(line, "fail %d %d", &api_key, &code) != 2) continue;
    rd_kafka_resp_err_t error = (rd_kafka_resp_err_t)code;
    rd_kafka_mock_push_request_errors_array(mc, (int16_t)api_key, 1, &error);
    printf("ok\n");
    fflush(stdout);
  }

  rd_kafka_mock_cluster_destroy(mc);
  rd_kafka_destroy(rk);
  return 0;
}
